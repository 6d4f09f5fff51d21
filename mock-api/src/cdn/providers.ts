import { createFaker } from '../state/seed';
import { bangkokDay } from '../lib/bangkok-time';
import type { World } from '../state/world';

/** Fixture data of the fake score providers, seeded by namespace seed and Bangkok day. */
const LEAGUES = ['พรีเมียร์ลีก อังกฤษ', 'ไทยลีก', 'ลาลีกา สเปน'];
const TEAMS = [
  ['แมนเชสเตอร์ ยูไนเต็ด', 'ลิเวอร์พูล', 'เชลซี', 'อาร์เซนอล', 'แมนเชสเตอร์ ซิตี้', 'ท็อตแน่ม', 'นิวคาสเซิล', 'แอสตัน วิลล่า'],
  ['บุรีรัมย์ ยูไนเต็ด', 'บีจี ปทุม ยูไนเต็ด', 'การท่าเรือ', 'เมืองทอง ยูไนเต็ด', 'ชลบุรี', 'ราชบุรี', 'เชียงราย ยูไนเต็ด', 'สุโขทัย'],
  ['เรอัล มาดริด', 'บาร์เซโลนา', 'แอตเลติโก มาดริด', 'เซบีย่า', 'เรอัล โซเซียดาด', 'บียาร์เรอัล', 'เบติส', 'บาเลนเซีย'],
];

export function liveScores(world: World) {
  const day = bangkokDay(world.now());
  const faker = createFaker(world.data.seed + Number(day.replace(/-/g, '')));
  return {
    updatedAt: new Date(world.now()).toISOString(),
    leagues: LEAGUES.map((name, l) => {
      const teams = faker.helpers.shuffle([...(TEAMS[l] ?? [])]);
      const matches = [];
      for (let i = 0; i + 1 < teams.length; i += 2) {
        const live = faker.datatype.boolean();
        matches.push({
          home: teams[i] ?? '',
          away: teams[i + 1] ?? '',
          score: live ? `${faker.number.int(4)} - ${faker.number.int(3)}` : 'vs',
          minute: live
            ? `${faker.number.int({ min: 1, max: 90 })}'`
            : `${faker.number.int({ min: 18, max: 23 })}:${faker.helpers.arrayElement(['00', '30'])}`,
          live,
        });
      }
      return { name, matches };
    }),
  };
}

export function standings(world: World) {
  const faker = createFaker(world.data.seed);
  const rows = (TEAMS[0] ?? []).map((team) => {
    const played = faker.number.int({ min: 10, max: 14 });
    const won = faker.number.int({ min: 0, max: played });
    const drawn = faker.number.int({ min: 0, max: played - won });
    return { team, played, goalDifference: faker.number.int({ min: -15, max: 25 }), points: won * 3 + drawn };
  });
  rows.sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference);
  return { league: LEAGUES[0], rows };
}
