import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SID, Messages } from '@tijian/domain';
import { useMemo, useState } from 'react';
import { readCachedCity } from '@/shared/lib/geolocation.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { type TreeGroup, type TreeLeaf, TreePicker } from '@/shared/ui/tree-picker.tsx';
import { type Centre, getCentreQueryOptions } from '../api/get-centre.ts';
import { type CentreSummary, useCities } from '../api/get-cities.ts';
import { type CentreFilter, filterCities } from '../centre-filter.ts';
import { firstImage, setCurrentCentre } from '../current-centre.ts';

interface CentreLeaf extends TreeLeaf {
  centre: CentreSummary;
}

export interface CentrePickerProps extends CentreFilter {
  visible: boolean;
  // The city to open at (the one the page shows); the remembered city otherwise.
  cityId?: string | null;
  onChosen: (centre: Centre) => void;
  // Closed without a choice (after the reminder toast).
  onClose: () => void;
}

// Spec 2 screen 13. Works only while no centre is chosen (sid 00-0); a chosen centre is changed by
// 切换体检中心 first.
export function CentrePicker({ visible, cityId, mode, excludeIds, onChosen, onClose }: CentrePickerProps) {
  const queryClient = useQueryClient();
  const sid = useSessionStore((s) => s.sid);
  const cities = useCities(DEFAULT_SID);
  const [busy, setBusy] = useState(false);

  const groups = useMemo<TreeGroup<CentreLeaf>[]>(
    () =>
      filterCities(cities.data ?? [], { mode, excludeIds }).map((city) => ({
        key: city.id,
        title: city.name,
        children: city.children.map((centre) => ({
          key: centre.id,
          title: centre.name,
          image: firstImage(centre.image),
          description: centre.address,
          centre,
        })),
      })),
    [cities.data, mode, excludeIds],
  );

  const startCity = cityId ?? groups.find((g) => g.title === readCachedCity()?.name)?.key ?? null;

  const close = () => {
    showToast(Messages.chooseCentreFirst);
    onClose();
  };

  const choose = async (leaf: CentreLeaf) => {
    if (busy) return;
    setBusy(true);
    try {
      // The detail first, so whatever the caller opens next already knows the centre's configuration.
      const centre = await queryClient.fetchQuery(getCentreQueryOptions(leaf.centre.id));
      setCurrentCentre(centre.id);
      onChosen(centre);
    } catch {
      // The HTTP layer has already told the person why; the picker stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <TreePicker
      visible={visible && sid === DEFAULT_SID}
      groups={groups}
      activeGroupKey={startCity}
      loading={cities.isPending}
      onSelect={(leaf) => void choose(leaf)}
      onClose={close}
    />
  );
}
