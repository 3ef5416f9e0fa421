import { gameSectionOfPath, isContentOnly } from '@sb/domain';
import { useLocation, useParams } from 'react-router';
import { useQueryFlags } from '../app/query-flags.ts';
import { GameSectionPage } from '../features/games/components/game-section-page.tsx';

/**
 * The embedded game sections of SPEC.md §2 (/sports/kiron ..., /cryptoblast, /powerball) and
 * /sports/leap/[[...leapGameId]]: the section the path opens, with Leap's game from the rest of it.
 */
export function Component() {
  const { pathname } = useLocation();
  const params = useParams();
  const locale = params.locale ?? '';
  const section = gameSectionOfPath(pathname.slice(locale.length + 1));
  const contentOnly = isContentOnly(useQueryFlags());
  // The route table routes only the sections' paths here.
  if (!section) return null;
  // React Router hands the rest of the path over decoded.
  const rest = section.id === 'leap' ? params['*']?.replace(/\/+$/, '') : undefined;
  return (
    <GameSectionPage
      key={section.id}
      section={section}
      gameId={rest || undefined}
      contentOnly={contentOnly}
    />
  );
}
