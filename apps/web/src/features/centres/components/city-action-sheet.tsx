import ActionSheet from 'antd-mobile/es/components/action-sheet';
import type { City } from '@/features/centre/index.ts';
import * as copy from '../copy.ts';

// Loaded on the first tap of the city button: the home page's first screen does not need it.
export function CityActionSheet({
  visible,
  cities,
  onChoose,
  onClose,
}: {
  visible: boolean;
  cities: readonly City[];
  onChoose: (city: City) => void;
  onClose: () => void;
}) {
  return (
    <ActionSheet
      visible={visible}
      extra={copy.home.cityActionTitle}
      cancelText={copy.common.cancel}
      actions={cities.map((city) => ({ key: city.id, text: city.name }))}
      onAction={(action) => {
        const city = cities.find((c) => c.id === action.key);
        if (city) onChoose(city);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
