import Dialog from 'antd-mobile/es/components/dialog';
import * as copy from '../copy.ts';
import './plan.css';

export interface UpgradeOffer {
  description: string;
  /** the items the upgrade adds, by name */
  names: string[];
}

/**
 * Spec 4 "Confirm-items: on Next" step 6: the upgrade rule that matched, 再看看 / 确定升级. Centre
 * 00-07 words it 提前预约 and names the two numbers its upgrade is booked through (spec 9).
 */
export function UpgradeDialog({
  offer,
  confirmText,
  phones = [],
  onLater,
  onUpgrade,
}: {
  offer: UpgradeOffer | null;
  /** 确定升级, or 提前预约 at centre 00-07 */
  confirmText: string;
  /** the numbers to book the upgrade through (domain upgradeHintPhones): 00-07's two, else none */
  phones?: readonly string[];
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
            {phones.length > 0 ? (
              <p className="plan-dialog-text">
                {copy.plan.upgrade.call}
                {phones.map((phone, i) => (
                  <span key={phone}>
                    {i > 0 ? ` ${copy.plan.upgrade.or} ` : ' '}
                    <a href={`tel:${phone}`}>{phone}</a>
                  </span>
                ))}
              </p>
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
