import type { ComponentType } from 'react';
import { AUTHORITIES } from '../../app/auth/authorities';
import type { AppConfig } from '../../app/config/configSlice';

/** What the points block is told (spec 000 §2 "Leaderboard", §3 configuration). */
export interface PointsBlockProps {
  showPointSummary: boolean;
  showLeaders: boolean;
  /** leaderboardDisplayMonthCount */
  monthCount: number;
}

/**
 * The home page's points summary and leaderboard block. The points issue sets this to its
 * component, e.g. `lazy(() => import('../points/HomePointsBlock'))`; until then the slot is empty.
 */
export const HOME_POINTS_BLOCK = null as ComponentType<PointsBlockProps> | null;

/** Only authenticated internal users, and only when the settings show the summary or the leaders table. */
export function pointsBlockProps(authorities: readonly string[] | null, config: AppConfig): PointsBlockProps | null {
  if (!authorities || !authorities.includes(AUTHORITIES.INTERNAL)) return null;
  if (!config.showPointSummaryTable && !config.showLeadersTable) return null;
  return {
    showPointSummary: config.showPointSummaryTable,
    showLeaders: config.showLeadersTable,
    monthCount: config.leaderboardDisplayMonthCount,
  };
}

export function PointsSlot({ block: Block, props }: { block: ComponentType<PointsBlockProps> | null; props: PointsBlockProps | null }) {
  if (!Block || !props) return null;
  return (
    <section className="mb-4" data-testid="home-points">
      <Block {...props} />
    </section>
  );
}
