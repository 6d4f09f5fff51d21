import { createFaker } from '../state/seed';
import { bangkokDay } from '@site/contract/bangkok-time';
import type { NamespaceState } from '../state/namespace-state';
import type { Motif } from './svg';

/** Fixture data of the fake score providers, seeded by namespace seed and Bangkok day. */
// Eleven leagues of four matches fill the spec's 2,500 px frame from a 360 px phone to a desktop,
// as a real provider's page does (a phone scrolls the last of it inside the frame).
const LEAGUES = [
  'พรีเมียร์ลีก อังกฤษ',
  'ไทยลีก',
  'ลาลีกา สเปน',
  'กัลโช่ เซเรีย อา อิตาลี',
  'บุนเดสลีกา เยอรมนี',
  'ลีกเอิง ฝรั่งเศส',
  'เจลีก ญี่ปุ่น',
  'เคลีก เกาหลีใต้',
  'เอเรดิวิซี่ เนเธอร์แลนด์',
  'ลีกา โปรตุเกส',
  'เอ-ลีก ออสเตรเลีย',
];
const TEAMS = [
  ['แมนเชสเตอร์ ยูไนเต็ด', 'ลิเวอร์พูล', 'เชลซี', 'อาร์เซนอล', 'แมนเชสเตอร์ ซิตี้', 'ท็อตแน่ม', 'นิวคาสเซิล', 'แอสตัน วิลล่า'],
  ['บุรีรัมย์ ยูไนเต็ด', 'บีจี ปทุม ยูไนเต็ด', 'การท่าเรือ', 'เมืองทอง ยูไนเต็ด', 'ชลบุรี', 'ราชบุรี', 'เชียงราย ยูไนเต็ด', 'สุโขทัย'],
  ['เรอัล มาดริด', 'บาร์เซโลนา', 'แอตเลติโก มาดริด', 'เซบีย่า', 'เรอัล โซเซียดาด', 'บียาร์เรอัล', 'เบติส', 'บาเลนเซีย'],
  ['อินเตอร์ มิลาน', 'เอซี มิลาน', 'ยูเวนตุส', 'นาโปลี', 'โรมา', 'ลาซิโอ', 'อตาลันต้า', 'ฟิออเรนติน่า'],
  ['บาเยิร์น มิวนิก', 'ดอร์ทมุนด์', 'เลเวอร์คูเซ่น', 'ไลป์ซิก', 'สตุ๊ตการ์ท', 'แฟรงค์เฟิร์ต', 'ไฟรบวร์ก', 'วูล์ฟสบวร์ก'],
  ['ปารีส แซงต์ แชร์กแมง', 'มาร์กเซย', 'โมนาโก', 'ลีลล์', 'ลียง', 'นีซ', 'แรนส์', 'ล็องส์'],
  [
    'คาชิมะ แอนท์เลอร์ส',
    'อุราวะ เรดส์',
    'โยโกฮามา มารินอส',
    'คาวาซากิ ฟรอนตาเล่',
    'วิสเซล โกเบ',
    'กัมบะ โอซาก้า',
    'นาโกย่า แกรมปัส',
    'ซานเฟรซเซ่ ฮิโรชิม่า',
  ],
  ['อุลซาน ฮุนได', 'ชอนบุก ฮุนได', 'โปฮัง สตีลเลอร์ส', 'ซูวอน ซัมซุง', 'แทกู เอฟซี', 'อินชอน ยูไนเต็ด', 'คังวอน เอฟซี', 'เอฟซี โซล'],
  ['อาแจ็กซ์', 'พีเอสวี', 'เฟเยนูร์ด', 'อาแซด อัลค์มาร์', 'ทเว็นเต้', 'อูเทร็คต์', 'ฟิเตสส์', 'โกรนิงเก้น'],
  ['เบนฟิก้า', 'ปอร์โต้', 'สปอร์ติ้ง ลิสบอน', 'บราก้า', 'กีมาไรช์', 'บัววิสต้า', 'ฟามาลิเกา', 'มาริติโม่'],
  ['ซิดนีย์ เอฟซี', 'เมลเบิร์น ซิตี้', 'เวสเทิร์น ซิดนีย์', 'บริสเบน รอร์', 'เพิร์ธ กลอรี่', 'แอดิเลด ยูไนเต็ด', 'เซ็นทรัลโคสต์', 'เวลลิงตัน ฟีนิกซ์'],
];

export function liveScores(state: NamespaceState) {
  const day = bangkokDay(state.now());
  const faker = createFaker(state.data.seed + Number(day.replace(/-/g, '')));
  return {
    updatedAt: new Date(state.now()).toISOString(),
    leagues: LEAGUES.map((name, l) => {
      const teams = faker.helpers.shuffle([...(TEAMS[l] ?? [])]);
      const matches = [];
      for (let i = 0; i + 1 < teams.length; i += 2) {
        const live = faker.datatype.boolean();
        matches.push({
          home: teams[i] ?? '',
          away: teams[i + 1] ?? '',
          // a match not started yet shows its kick-off time and a dash, as Thai score sites do
          score: live ? `${faker.number.int(4)} - ${faker.number.int(3)}` : '–',
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

/** The twenty clubs of the first league's table: the eight of its matches and twelve more. */
const TABLE_CLUBS = [
  ...(TEAMS[0] ?? []),
  'ไบรท์ตัน',
  'เวสต์แฮม',
  'คริสตัล พาเลซ',
  'ฟูแล่ม',
  'เอฟเวอร์ตัน',
  'เบรนท์ฟอร์ด',
  'วูล์ฟแฮมป์ตัน',
  'น็อตติ้งแฮม ฟอเรสต์',
  'บอร์นมัธ',
  'เลสเตอร์ ซิตี้',
  'อิปสวิช ทาวน์',
  'เซาแธมป์ตัน',
];

export function standings(state: NamespaceState) {
  const faker = createFaker(state.data.seed);
  const rows = TABLE_CLUBS.map((team) => {
    const played = faker.number.int({ min: 10, max: 14 });
    const won = faker.number.int({ min: 0, max: played });
    const drawn = faker.number.int({ min: 0, max: played - won });
    return { team, played, goalDifference: faker.number.int({ min: -15, max: 25 }), points: won * 3 + drawn };
  });
  rows.sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference);
  return { league: LEAGUES[0], rows };
}

/** The catalogue: each film with the motif and hue of its poster (`moviePoster`). */
export const MOVIES: ReadonlyArray<{ title: string; genre: string; minutes: number; motif: Motif; hue: number }> = [
  { title: 'ฉลาดเกมส์โกง 2', genre: 'ระทึกขวัญ', minutes: 130, motif: 'card', hue: 210 },
  { title: 'หลานม่า ภาคพิเศษ', genre: 'ดราม่าครอบครัว', minutes: 125, motif: 'mango', hue: 140 },
  { title: 'ไทบ้าน เดอะซีรีส์ ตอนใหม่', genre: 'ตลก', minutes: 110, motif: 'clover', hue: 50 },
  { title: 'สัปเหร่อ 2', genre: 'ดราม่า', minutes: 128, motif: 'temple', hue: 25 },
  { title: 'ธี่หยด 3', genre: 'สยองขวัญ', minutes: 118, motif: 'flame', hue: 280 },
  { title: 'มนต์รักทรานซิสเตอร์ รีมาสเตอร์', genre: 'โรแมนติก', minutes: 120, motif: 'headphones', hue: 330 },
  { title: 'ต้มยำกุ้ง ตำนานนักสู้', genre: 'แอ็กชัน', minutes: 105, motif: 'elephant', hue: 0 },
  { title: 'ฟ้าทะลายโจร ฉบับบูรณะ', genre: 'คาวบอยไทย', minutes: 112, motif: 'star', hue: 35 },
];

function moviePosterPath(id: string): string {
  return `/mock-cdn/providers/posters/${id}.svg`;
}

/** The movie provider's catalogue (docs/design/web-app.md#member-screens): the seed picks the order and this week's ratings. */
export function movies(state: NamespaceState) {
  const faker = createFaker(state.data.seed + 86);
  const list = faker.helpers.shuffle(
    MOVIES.map(({ title, genre, minutes }, index) => ({
      id: `mv-${index + 1}`,
      title,
      genre,
      minutes,
      poster: moviePosterPath(`mv-${index + 1}`),
      year: faker.number.int({ min: 2019, max: 2026 }),
      rating: faker.number.float({ min: 6, max: 9.5, fractionDigits: 1 }),
    })),
  );
  return { provider: 'โรงหนังออนไลน์', movies: list };
}
