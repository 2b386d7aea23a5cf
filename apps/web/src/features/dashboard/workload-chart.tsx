import { formatDate } from '@spotless/calendar/engine';
import { Link, SegmentedControl, Tooltip, TooltipTrigger } from '@spotless/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Temporal } from '@spotless/calendar/temporal';
import { scheduleHref, type ChartDay, type Workload } from './dashboard-figures.ts';
import styles from './workload-chart.module.css';

export interface WorkloadChartProps {
  workload: Workload;
  today: Temporal.PlainDate;
  /** The id of the heading that names the chart. */
  labelledBy: string;
}

/**
 * A round top for the scale: the busiest day reaches it or nearly, and the grid lines fall on
 * whole numbers (1, 2 or 5 times a power of ten apart, at most four of them).
 */
export function chartScale(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 4, step: 1 };
  const steps = [1, 2, 5];
  for (let power = 1; ; power *= 10) {
    for (const base of steps) {
      const step = base * power;
      if (Math.ceil(max / step) <= 4) return { top: Math.ceil(max / step) * step, step };
    }
  }
}

type View = 'chart' | 'table';

/**
 * Jobs per day for the next 14 days, stacked by team colour. Hand-rolled HTML bars: each day is
 * a link into the schedule on that day, named with its numbers for screen readers, with a
 * tooltip on hover and focus; the same figures are one toggle away as a table.
 */
export function WorkloadChart({ workload, today, labelledBy }: WorkloadChartProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const [view, setView] = useState<View>('chart');
  const descriptionId = useId();
  const { top, step } = chartScale(workload.max);
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  const numbers = new Intl.NumberFormat(locale);

  const dayName = (day: ChartDay) =>
    formatDate(day.date, locale, { weekday: 'long', month: 'long', day: 'numeric' });
  const dayLabel = (day: ChartDay) =>
    [
      t('dashboard.chart.dayTotal', { date: dayName(day), count: day.total }),
      ...day.teams.map((team) =>
        t('dashboard.chart.teamCount', { team: team.name, count: team.count }),
      ),
    ].join(', ');

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {workload.teams.length > 0 ? (
          <ul className={styles.legend} aria-label={t('dashboard.chart.legend')}>
            {workload.teams.map((team) => (
              <li key={team.teamId} className={styles.legendItem}>
                <span
                  className={styles.swatch}
                  style={{ background: team.color }}
                  aria-hidden="true"
                />
                {team.name}
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        <SegmentedControl
          label={t('dashboard.chart.viewAs')}
          value={view}
          onChange={setView}
          options={[
            { id: 'chart', label: t('dashboard.chart.chart') },
            { id: 'table', label: t('dashboard.chart.table') },
          ]}
        />
      </div>

      {view === 'chart' ? (
        <div className={styles.scroller}>
          <div className={styles.plot}>
            <p id={descriptionId} className={styles.srOnly}>
              {t('dashboard.chart.description')}
            </p>
            <div className={styles.grid} aria-hidden="true">
              {ticks.map((tick) => (
                <div
                  key={tick}
                  className={styles.gridLine}
                  style={{ insetBlockEnd: `${(tick / top) * 100}%` }}
                >
                  <span className={styles.tick}>{numbers.format(tick)}</span>
                </div>
              ))}
            </div>
            <ol
              className={styles.columns}
              aria-labelledby={labelledBy}
              aria-describedby={descriptionId}
            >
              {workload.days.map((day) => {
                const isToday = day.date.equals(today);
                const weekend = day.date.dayOfWeek >= 6;
                return (
                  <li
                    key={day.date.toString()}
                    className={styles.column}
                    data-today={isToday || undefined}
                    data-weekend={weekend || undefined}
                  >
                    {/* The drawing is decorative; the link over it carries the day's figures. */}
                    <span className={styles.visual} aria-hidden="true">
                      <span className={styles.track}>
                        <span
                          className={styles.bar}
                          style={{ blockSize: `${(day.total / top) * 100}%` }}
                        >
                          {day.total > 0 ? (
                            <span className={styles.total}>{numbers.format(day.total)}</span>
                          ) : null}
                          {day.teams.map((team) => (
                            <span
                              key={team.teamId}
                              className={styles.segment}
                              style={{ flexGrow: team.count, background: team.color }}
                            />
                          ))}
                        </span>
                      </span>
                      <span className={styles.day}>
                        <span className={styles.weekday}>
                          {isToday
                            ? t('dashboard.chart.today')
                            : formatDate(day.date, locale, { weekday: 'short' })}
                        </span>
                        <span className={styles.narrow}>
                          {formatDate(day.date, locale, { weekday: 'narrow' })}
                        </span>
                        <span className={styles.date}>{numbers.format(day.date.day)}</span>
                      </span>
                    </span>
                    <TooltipTrigger delay={150}>
                      <Link
                        href={scheduleHref(day.date)}
                        aria-label={dayLabel(day)}
                        variant="plain"
                        className={styles.hit}
                      />
                      <Tooltip placement="top">
                        <span className={styles.tipTitle}>{dayName(day)}</span>
                        {day.teams.length === 0 ? (
                          <span>{t('dashboard.chart.noJobs')}</span>
                        ) : (
                          day.teams.map((team) => (
                            <span key={team.teamId} className={styles.tipRow}>
                              <span
                                className={styles.swatch}
                                style={{ background: team.color }}
                                aria-hidden="true"
                              />
                              <span className={styles.tipTeam}>{team.name}</span>
                              <span className={styles.tipCount}>{numbers.format(team.count)}</span>
                            </span>
                          ))
                        )}
                      </Tooltip>
                    </TooltipTrigger>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={labelledBy}>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.chart.day')}</th>
                {workload.teams.map((team) => (
                  <th key={team.teamId} scope="col" className={styles.numeric}>
                    <span className={styles.teamHead}>
                      <span
                        className={styles.swatch}
                        style={{ background: team.color }}
                        aria-hidden="true"
                      />
                      {team.name}
                    </span>
                  </th>
                ))}
                <th scope="col" className={styles.numeric}>
                  {t('dashboard.chart.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {workload.days.map((day) => (
                <tr key={day.date.toString()} data-today={day.date.equals(today) || undefined}>
                  <th scope="row">
                    <Link href={scheduleHref(day.date)} variant="standalone">
                      {formatDate(day.date, locale, {
                        weekday: 'short',
                        month: 'short',
                        day: 'numeric',
                      })}
                    </Link>
                  </th>
                  {workload.teams.map((team) => (
                    <td key={team.teamId} className={styles.numeric}>
                      {numbers.format(
                        day.teams.find((entry) => entry.teamId === team.teamId)?.count ?? 0,
                      )}
                    </td>
                  ))}
                  <td className={styles.numeric}>
                    <strong>{numbers.format(day.total)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
