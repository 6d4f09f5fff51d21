import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { looseObject } from '../common/envelope';
import { IsoDateTime } from '../common/dates';
import { controlErrors as errors, controlRouterOptions } from './common';
import { QaMember } from './members';
import { MockState } from './namespaces';

const c = initContract();

/**
 * One line of a recording the gateway writes (RECORD_FILE, docs/qa.md "Recording a staging
 * session"): one member API exchange, secrets masked before it is written, headers not kept.
 */
export const RecordedExchange = z.object({
  /** When the gateway sent the answer (its wall clock). */
  at: IsoDateTime,
  method: z.string(),
  /** Path and query, secrets masked (a bank account id, a phone number but its last 4 digits). */
  url: z.string(),
  /** The contract's route, e.g. `user.detail`. */
  route: z.string(),
  status: z.number().int(),
  /** The member whose session made it (from the token), or who logged in; null when anonymous. */
  member: z.string().nullable(),
  durationMs: z.number().int().nonnegative(),
  /** JSON bodies, secrets masked, names and address lines as placeholders; null when there was none or it was not JSON. */
  requestBody: z.unknown(),
  responseBody: z.unknown(),
});
export type RecordedExchange = z.infer<typeof RecordedExchange>;

/** Lines a recording loaded at once may hold. */
export const MAX_RECORDED_EXCHANGES = 5_000;
/** Games a recording may bring into a namespace's lobby (the most a mock's own catalogue holds, MOCK_GAMES). */
export const MAX_RECORDED_GAMES = 10_000;
/** The password a member loaded from a recording logs in with: a recording never holds the real one. */
export const RECORDED_MEMBER_PASSWORD = 'replay1234';

export const RecordingLoaded = looseObject({
  state: MockState,
  /** Each member the recording showed, as the namespace now holds them (password: RECORDED_MEMBER_PASSWORD). */
  members: z.array(QaMember),
  /** Exchanges used, and those left aside (not a contract answer, or an answer the loader does not read). */
  used: z.number().int(),
  ignored: z.number().int(),
  /** Staging's games the recorded lobby answers showed, now listed and opened in the namespace. */
  games: z.number().int(),
});
export type RecordingLoaded = z.infer<typeof RecordingLoaded>;

/** A recorded session turned into the namespace's state (docs/design/mock.md#recordings). */
export const recordingControl = c.router(
  {
    loadRecording: {
      method: 'POST',
      path: '/__mock/recording',
      summary:
        "Rebuild the namespace from its seed plus what a recording shows: each member with that profile, level, credit and transactions, staging's games in the lobby, the clock at its last exchange",
      body: z.object({
        exchanges: z.array(RecordedExchange).min(1).max(MAX_RECORDED_EXCHANGES),
        /** Only this member's exchanges (username); all members otherwise. */
        member: z.string().optional(),
      }),
      responses: { 200: RecordingLoaded, ...errors },
    },
  },
  controlRouterOptions,
);
