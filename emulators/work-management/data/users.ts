// The work-management users: the shared demo humans [0, WORK_MANAGEMENT_USER_COUNT) with
// account attributes (status, seat type, admin flags, profile fields) drawn from a seeded PRNG.
import { DemoRandom } from '../../kit/random.js';
import { demoHumans, WORK_MANAGEMENT_USER_COUNT } from '../../demo/people.js';
import { isoSeconds, randomKey, DAY_MS, type IdAllocator } from '../ids.js';
import type { SeatType, StoredUser, UserStatus } from '../model.js';

const LOCALES = ['en_US', 'en_US', 'en_US', 'en_GB', 'de_DE', 'fr_FR', 'es_ES', 'ja_JP'];
const TIME_ZONES = [
  'US/Pacific',
  'US/Eastern',
  'US/Central',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Asia/Tokyo',
];
export const COMPANY = 'Example Corp';

/** Users 0, 2 and 3 are System Admins; user 0 is the admin token's user. */
const ADMIN_INDEXES = new Set([0, 2, 3]);
/** The first 60 users are all active (they act in events). */
const ALWAYS_ACTIVE = 60;

function pickStatus(random: DemoRandom, index: number): UserStatus {
  if (index < ALWAYS_ACTIVE) return 'ACTIVE';
  const r = random.float();
  if (r < 0.8) return 'ACTIVE';
  if (r < 0.88) return 'PENDING';
  if (r < 0.92) return 'DECLINED';
  return 'DEACTIVATED';
}

function pickSeat(random: DemoRandom, index: number): SeatType {
  if (index < 4 || ADMIN_INDEXES.has(index)) return 'MEMBER';
  const r = random.float();
  if (r < 0.6) return 'MEMBER';
  if (r < 0.85) return 'VIEWER';
  if (r < 0.93) return 'GUEST';
  return 'PROVISIONAL_MEMBER';
}

const tokenOwnerLocale = (index: number, drawn: string): string => (index < 2 ? 'en_US' : drawn);

/** Builds all users in human order. Every ninth user (1, 10, 19, ...) has an id above 2^53. */
export function buildUsers(ids: IdAllocator): StoredUser[] {
  const random = new DemoRandom(1101);
  const humans = demoHumans().slice(0, WORK_MANAGEMENT_USER_COUNT);
  const now = Date.parse('2026-11-01T00:00:00Z');
  return humans.map((human): StoredUser => {
    const index = human.index;
    const status = pickStatus(random, index);
    const seatType = pickSeat(random, index);
    const admin = ADMIN_INDEXES.has(index);
    const loggedIn = status === 'ACTIVE' || status === 'DEACTIVATED';
    const user: StoredUser = {
      index,
      id: ids.next(index % 9 === 1),
      email: human.email,
      firstName: human.firstName,
      lastName: human.lastName,
      admin,
      groupAdmin: admin || random.chance(0.1),
      licensedSheetCreator: seatType === 'MEMBER' || seatType === 'PROVISIONAL_MEMBER',
      resourceViewer: admin || random.chance(0.3),
      status,
      isInternal: seatType !== 'GUEST',
      seatType,
      seatTypeLastChangedAt: isoSeconds(now - random.int(20, 700) * DAY_MS - random.int(0, 86_399) * 1000),
      alternateEmails: [],
      // The two token owners (users 0 and 1) read and write numbers and dates as en_US.
      locale: tokenOwnerLocale(index, random.pick(LOCALES)),
      timeZone: random.pick(TIME_ZONES),
      title: human.title,
      department: human.department,
      company: seatType === 'GUEST' ? 'Partner Consulting Ltd' : COMPANY,
      workPhone: `+1 555 01${String(index % 100).padStart(2, '0')}`,
      mobilePhone: random.chance(0.6) ? `+1 555 7${String(random.int(0, 999_999)).padStart(6, '0')}` : '',
      role: random.chance(0.7) ? human.title : '',
    };
    if (loggedIn) {
      const daysAgo = index < ALWAYS_ACTIVE ? random.int(0, 6) : random.int(0, 120);
      user.lastLogin = isoSeconds(now - daysAgo * DAY_MS - random.int(0, 86_399) * 1000);
      if (random.chance(0.7)) user.customWelcomeScreenViewed = isoSeconds(now - random.int(150, 900) * DAY_MS);
    }
    if (random.chance(0.4)) user.profileImage = { imageId: randomKey(random, 22), height: 1050, width: 1050 };
    if (seatType === 'PROVISIONAL_MEMBER')
      user.provisionalExpirationDate = isoSeconds(now + random.int(3, 30) * DAY_MS);
    if (random.chance(0.15) || index === 0) {
      user.alternateEmails.push({
        id: ids.next(),
        email: `${human.firstName}.${human.lastName}@example.org`.toLowerCase(),
        confirmed: random.chance(0.8),
      });
    }
    return user;
  });
}
