import Dialog from 'antd-mobile/es/components/dialog';
import * as copy from '../copy.ts';
import './plan.css';

export interface UpgradeOffer {
  description: string;
  /** the items the upgrade adds, by name */
  names: string[];
}

/** Spec 4 "Confirm-items: on Next" step 6: the upgrade rule that matched, 再看看 / 确定升级. */
export function UpgradeDialog({
  offer,
  confirmText,
  onLater,
  onUpgrade,
}: {
  offer: UpgradeOffer | null;
  /** 确定升级, or 提前预约 at centre 00-07 */
  confirmText: string;
  onLater: () => void;
  onUpgrade: () => void;
}) {
  return (
    <Dialog
      visible={offer !== null}
      title={copy.plan.hintTitle}
      aria-label={copy.plan.hintTitle}
      content={
        offer ? (
          <div className="plan-dialog">
            <p className="plan-dialog-text">{offer.description}</p>
            {offer.names.length > 0 ? (
              <>
                <p className="plan-dialog-text">{copy.plan.upgrade.adds}</p>
                <ul className="plan-dialog-list">
                  {offer.names.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null
      }
      actions={[
        [
          { key: 'later', text: copy.plan.upgrade.later, onClick: onLater },
          { key: 'upgrade', text: confirmText, bold: true, onClick: onUpgrade },
        ],
      ]}
    />
  );
}
