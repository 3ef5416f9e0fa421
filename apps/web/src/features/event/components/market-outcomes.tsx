import type { Market, Opponent } from '@sb/contract';
import { useTranslation } from 'react-i18next';
import { OutcomeButton } from '../../events/index.ts';
import { layoutOf, marketLine, scoreColumns, splitLine } from './market-layout.ts';
import styles from './market-group.module.css';

const suspended = (market: Market) => market.status === 'SUSPENDED';
const shown = (market: Market) => market.outcomes.filter((o) => !o.hidden);

/** The prices of a market group, laid out by its style (see `layoutOf`). */
export function MarketOutcomes({
  markets,
  opponents,
  describedBy,
}: {
  markets: readonly Market[];
  opponents: readonly Opponent[];
  /** Id of the text naming the event and the group, which describes every price. */
  describedBy: string;
}) {
  const layout = layoutOf(markets);
  switch (layout.kind) {
    case 'over-under':
    case 'handicap':
      return <LineTable markets={markets} kind={layout.kind} describedBy={describedBy} />;
    case 'correct-score':
      return <CorrectScore market={markets[0] as Market} opponents={opponents} describedBy={describedBy} />;
    case 'grid':
      return <Grid markets={markets} columns={layout.columns} describedBy={describedBy} />;
  }
}

function SuspendedNote({ market }: { market: Market }) {
  const { t } = useTranslation('sports');
  return suspended(market) ? <p className={styles.suspended}>{t('market.suspended')}</p> : null;
}

/** Each market as a grid of priced outcomes, named by the market when the group holds several. */
function Grid({
  markets,
  columns,
  describedBy,
}: {
  markets: readonly Market[];
  columns: 1 | 2 | 3 | 'auto';
  describedBy: string;
}) {
  const outright = columns === 'auto';
  return (
    <>
      {markets.map((market) => (
        <div key={market.id} className={styles.market}>
          {markets.length > 1 && <p className={styles.marketName}>{market.description}</p>}
          <SuspendedNote market={market} />
          <div className={styles.grid} data-columns={columns}>
            {(outright
              ? [...shown(market)].sort(
                  (a, b) =>
                    a.consolidatedPrice.currentPrice.decimal - b.consolidatedPrice.currentPrice.decimal,
                )
              : shown(market)
            ).map((outcome) => (
              <OutcomeButton
                key={outcome.id}
                outcome={outcome}
                suspended={suspended(market)}
                label={outcome.description}
                inline={outright}
                describedBy={describedBy}
              />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}

/**
 * Lines as rows. Over/under: the line, then the Over and Under prices under their column heads.
 * Handicap: each side's price under the side's name, captioned with its own line.
 */
function LineTable({
  markets,
  kind,
  describedBy,
}: {
  markets: readonly Market[];
  kind: 'over-under' | 'handicap';
  describedBy: string;
}) {
  const { t } = useTranslation('sports');
  const heads = shown(markets[0] as Market).map((o) => splitLine(o.description).name);
  const withLine = kind === 'over-under';
  return (
    <div className={styles.lines} data-with-line={withLine}>
      <div className={styles.lineRow} aria-hidden="true">
        {withLine && <span className={styles.lineHead}>{t('market.line')}</span>}
        {heads.map((head, i) => (
          <span key={i} className={styles.lineHead}>
            {head}
          </span>
        ))}
      </div>
      {markets.map((market) => (
        <div key={market.id} className={styles.lineRow}>
          {withLine && <span className={styles.lineLabel}>{marketLine(market)}</span>}
          {shown(market).map((outcome) => (
            <OutcomeButton
              key={outcome.id}
              outcome={outcome}
              suspended={suspended(market)}
              label={withLine ? undefined : splitLine(outcome.description).line}
              describedBy={describedBy}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Correct score in three columns: home wins, draws, away wins; other scores across the foot. */
function CorrectScore({
  market,
  opponents,
  describedBy,
}: {
  market: Market;
  opponents: readonly Opponent[];
  describedBy: string;
}) {
  const { t } = useTranslation('sports');
  const columns = scoreColumns(shown(market));
  const heads = [opponents[0]?.description ?? '1', t('market.draw'), opponents[1]?.description ?? '2'];
  const button = (outcome: Market['outcomes'][number]) => (
    <OutcomeButton
      key={outcome.id}
      outcome={outcome}
      suspended={suspended(market)}
      label={outcome.description}
      describedBy={describedBy}
    />
  );
  return (
    <div className={styles.market}>
      <SuspendedNote market={market} />
      <div className={styles.scores}>
        {[columns.home, columns.draw, columns.away].map((column, i) => (
          <div key={i} className={styles.scoreColumn}>
            <span className={styles.lineHead} aria-hidden="true">
              {heads[i]}
            </span>
            {column.map(button)}
          </div>
        ))}
      </div>
      {columns.other.length > 0 && (
        <div className={styles.grid} data-columns={1}>
          {columns.other.map(button)}
        </div>
      )}
    </div>
  );
}
