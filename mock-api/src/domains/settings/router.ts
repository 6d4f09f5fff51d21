import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { settingsContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { messages } from '../../lib/messages';
import { configEntries, isConfigKey, MEMBER_CONFIG_KEYS, PUBLIC_CONFIG_KEYS } from '../../content/brands';
import { currentMember, ownByUuid } from '../../plugins/auth';
import { okResponse, tsRestOptions } from '../shared';
import { globalSettings, websiteStatus } from './service';

const s = initServer();

const router = s.router(settingsContract, {
  global: async ({ request }) => okResponse(globalSettings(request.namespaceState)),
  websiteStatus: async ({ request }) => okResponse(websiteStatus(request.namespaceState)),
  configuration: async ({ request }) =>
    okResponse(configEntries(request.namespaceState.data.brand, PUBLIC_CONFIG_KEYS, request.namespaceState.catalogue)),
  memberConfiguration: async ({ request }) => {
    currentMember(request);
    return okResponse(
      configEntries(request.namespaceState.data.brand, [...PUBLIC_CONFIG_KEYS, ...MEMBER_CONFIG_KEYS], request.namespaceState.catalogue),
    );
  },
  configurationByKey: async ({ request, query }) => {
    currentMember(request);
    const reject = rejectFor(settingsContract.configurationByKey);
    if (!isConfigKey(query.key)) return reject(404, messages.notFound, 'CONFIG_KEY_NOT_FOUND');
    const [entry] = configEntries(request.namespaceState.data.brand, [query.key], request.namespaceState.catalogue);
    if (!entry) return reject(404, messages.notFound, 'CONFIG_KEY_NOT_FOUND');
    return okResponse(entry);
  },
  userSetting: async ({ request, body }) => {
    const member = ownByUuid(request, body.uuid);
    return okResponse({ ...member.setting });
  },
});

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
