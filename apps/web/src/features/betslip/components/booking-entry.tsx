import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

// The form and its call load when asked for: an empty slip on every page costs nothing more.
const LoadBooking = lazy(() => import('./load-booking.tsx'));

/**
 * "Load a booking code" in the empty slip: a button that opens the form (a friend's code, or one a
 * shop gave). Its text is the common namespace's, which the empty slip already has.
 */
export function BookingEntry() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <Suspense fallback={null}>
        <LoadBooking />
      </Suspense>
    );
  return (
    <Button variant="ghost" size="sm" aria-expanded={false} onClick={() => setOpen(true)}>
      {t('betslip.loadCode')}
    </Button>
  );
}
