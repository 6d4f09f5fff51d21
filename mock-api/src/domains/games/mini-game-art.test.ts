import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMESPACE_HEADER } from '@site/contract/mock-control';
import { BrandBook } from '../../content/brands';
import { bodyOf } from '../../test-support/target';
import { type MockClient, openMockClient } from '../../test-support/mock-client';

describe.each(['default', 'lanna', 'andaman'])("the media hub's pictures of brand %s", (brandId) => {
  let mock: MockClient;
  const brand = BrandBook.load().get(brandId);
  beforeAll(async () => {
    mock = await openMockClient({ brand: brandId });
  });
  afterAll(() => mock.close());

  it("are the brand's tiles, drawn in its colours", async () => {
    const member = await mock.member({});
    const games = bodyOf(await mock.api(member).games.miniGames(), 200).data;
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(game.image).toMatch(new RegExp(`^/mock-cdn/brands/${brandId}/member\\.media\\.\\w+\\.svg$`));
      // a picture, not a contract route: the untyped request
      const picture = await mock.target.request('GET', game.image, { headers: { [NAMESPACE_HEADER]: mock.target.namespace } });
      expect(picture.status, game.image).toBe(200);
      expect(String(picture.body).toLowerCase()).toContain(brand.colors.primary.toLowerCase());
    }
  });
});
