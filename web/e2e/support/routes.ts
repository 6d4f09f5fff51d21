import { MEMBER_SCREENS, screenPattern } from '../../src/app/screens';

/** A value for each path parameter of the member screens: one reward category and one provider list stand for their patterns. */
const EXAMPLE_PARAMS: Record<string, string> = { categoryId: 'voucher', type: 'slot', slot: 'JK' };

type MemberModule = (typeof MEMBER_SCREENS.screens)[number]['module'];
export type MemberRouteName = MemberModule extends `auth/${infer Name}` ? Name : never;

/**
 * Every member route of spec 2, from the screen table the router is built from (src/app/screens.ts):
 * a screen added there is walked by every test that walks them, and needs its entry in REAL_DATA.
 */
export const MEMBER_ROUTES: ReadonlyArray<{ name: MemberRouteName; path: string }> = MEMBER_SCREENS.screens.map((screen) => ({
  name: screen.module.replace(/^auth\//, '') as MemberRouteName,
  path: screenPattern(MEMBER_SCREENS, screen).replace(/:(\w+)/g, (_, name: string) => {
    const value = EXAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`no example value for the path parameter :${name}`);
    return value;
  }),
}));
