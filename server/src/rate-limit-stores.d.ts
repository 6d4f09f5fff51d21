// The counter stores of @fastify/rate-limit, used without its plugin (plugins/rate-limit.ts):
// the package ships no types for these files.
type RateLimitCount = { current: number; ttl: number };
type RateLimitStore = {
  incr(key: string, callback: (error: Error | null, count: RateLimitCount | null) => void, timeWindowMs: number, max: number): void;
};

declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => RateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: unknown, keyPrefix: string) => RateLimitStore;
  export default RedisStore;
}
