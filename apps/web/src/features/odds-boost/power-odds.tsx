import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { boostsOf, powerOddsQueryOptions } from './api/get-power-odds.ts';
import { closeBoost, useBoostStore } from './boost-store.ts';

// Only a player who asks what a boost is loads its dialog.
const BoostDialog = lazy(() => import('./components/boost-dialog.tsx'));

/**
 * The brand's power odds, loaded once the page has hydrated (routes/app-shell.tsx mounts this lazily,
 * so neither this code nor the response's schema rides in the first load): the answer fills the
 * store the price buttons read (boost-store.ts), and the dialog of the boost a player opens.
 */
export default function PowerOdds() {
  const { data } = useQuery(powerOddsQueryOptions());
  useEffect(() => {
    if (data) useBoostStore.setState(boostsOf(data));
  }, [data]);
  const opened = useBoostStore((s) => s.opened);
  return (
    opened && (
      <Suspense fallback={null}>
        <BoostDialog pick={opened} onClose={closeBoost} />
      </Suspense>
    )
  );
}
