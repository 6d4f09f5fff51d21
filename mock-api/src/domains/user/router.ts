import type { FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { userContract } from '@site/contract';
import { rejectFor } from '../../lib/api-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { ownByUuid, renewSession } from '../../plugins/auth';
import { okResponse, tsRestOptions } from '../shared';
import { toUserAccount, toUserProfile, userLevel } from './service';
import { memberTransactions, winLoss } from './history';
import { messages } from '../../lib/messages';

const s = initServer();

const router = s.router(userContract, {
  detail: async ({ request, params }) => okResponse(toUserProfile(request.namespaceState, ownByUuid(request, params.uuid))),
  account: async ({ request, params }) => okResponse(toUserAccount(ownByUuid(request, params.uuid))),
  level: async ({ request, params }) => okResponse(userLevel(request.namespaceState, ownByUuid(request, params.uuid))),
  changePassword: async ({ request, params, body }) => {
    const member = ownByUuid(request, params.uuid);
    const checked = member.passwordHash;
    if (!(await verifyPassword(body.oldPassword, checked))) {
      rejectFor(userContract.changePassword)(422, messages.user.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
    }
    // Changes are serialised by the hash they checked: of two at once with the same old
    // password, the one that finishes second finds the password already changed.
    if (member.passwordHash !== checked) {
      rejectFor(userContract.changePassword)(422, messages.user.passwordChangedMeanwhile, 'PASSWORD_CHANGED_MEANWHILE');
    }
    request.namespaceState.updateMember(member, {
      passwordHash: hashPassword(body.newPassword),
      demoPassword: member.demoPassword === null ? null : body.newPassword,
    });
    return { status: 200, body: { message: messages.user.passwordChanged, ...renewSession(request, member) } };
  },
  winLoss: async ({ request, params, query }) => {
    const member = ownByUuid(request, params.uuid);
    const lostPercent = request.namespaceState.brand.cashbackPercent[member.level];
    return okResponse(winLoss(request.namespaceState, member, query.start, query.end, lostPercent));
  },
  transactions: async ({ request, params, query }) => {
    const member = ownByUuid(request, params.uuid);
    return okResponse(memberTransactions(request.namespaceState, member, query));
  },
});

export async function userRoutes(app: FastifyInstance): Promise<void> {
  await app.register(s.plugin(router), tsRestOptions);
}
