import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema';
import { LruCache } from '../lru-cache';
import type { SiteRow } from '../sites';

/**
 * The clock's part of the keys a site's visitor pages and their data are kept under. Content changes
 * with time as well as with edits: a scheduled post comes out at its time, and exhibitions become
 * current or past as the days go. A slot lasts until the next hour or the site's next scheduled post,
 * whichever comes first, so a page kept at 09:05 is not answered once a post scheduled for 09:30 is out.
 */
export interface ClockSlot {
  /** Names the slot in a key: the hour, and how many of its scheduled posts are out. */
  key: string;
  /** When the slot ends (ms since the epoch). */
  until: number;
}

const HOUR_MS = 3_600_000;
const KEPT_SCHEDULES = 10_000;

interface Schedule {
  hourStart: number;
  /** The site's posts scheduled within that hour, in order (ms since the epoch). */
  times: number[];
}

export class SiteClock {
  /** By site and stock version: every edit of a post bumps the version (contentChanged). */
  private readonly schedules = new LruCache<Schedule>(KEPT_SCHEDULES);
  private readonly reading = new Map<string, Promise<Schedule>>();

  constructor(private readonly db: Db) {}

  /** The slot now, if the site's schedule for this hour is known in this process; null when it has to be read. */
  slot(site: Pick<SiteRow, 'id' | 'stockVersion'>, now = Date.now()): ClockSlot | null {
    const schedule = this.schedules.get(scheduleKey(site));
    return schedule && schedule.hourStart === hourStartOf(now) ? slotOf(schedule, now) : null;
  }

  /** The slot now, reading the site's scheduled posts of this hour once per site, stock version and hour. */
  async load(site: Pick<SiteRow, 'id' | 'stockVersion'>, now = Date.now()): Promise<ClockSlot> {
    const known = this.slot(site, now);
    if (known) return known;
    const hourStart = hourStartOf(now);
    const key = `${scheduleKey(site)}|${hourStart}`;
    let reading = this.reading.get(key);
    if (!reading) {
      reading = this.read(site.id, hourStart)
        .then((schedule) => {
          this.schedules.set(scheduleKey(site), schedule);
          return schedule;
        })
        .finally(() => this.reading.delete(key));
      this.reading.set(key, reading);
    }
    return slotOf(await reading, now);
  }

  private async read(siteId: number, hourStart: number): Promise<Schedule> {
    const rows = await this.db
      .select({ at: posts.publishedAt })
      .from(posts)
      .where(and(eq(posts.siteId, siteId), gt(posts.publishedAt, new Date(hourStart)), lt(posts.publishedAt, new Date(hourStart + HOUR_MS))))
      .orderBy(asc(posts.publishedAt));
    return { hourStart, times: rows.map((r) => r.at.getTime()) };
  }
}

const clocks = new WeakMap<Db, SiteClock>();

/** The clock of the sites on this database, one per process. */
export function siteClock(db: Db): SiteClock {
  let clock = clocks.get(db);
  if (!clock) clocks.set(db, (clock = new SiteClock(db)));
  return clock;
}

const hourStartOf = (now: number) => now - (now % HOUR_MS);
const scheduleKey = (site: Pick<SiteRow, 'id' | 'stockVersion'>) => `${site.id}|${site.stockVersion}`;

function slotOf(schedule: Schedule, now: number): ClockSlot {
  const out = schedule.times.filter((t) => t <= now).length;
  return { key: `${schedule.hourStart / HOUR_MS}.${out}`, until: schedule.times[out] ?? schedule.hourStart + HOUR_MS };
}
