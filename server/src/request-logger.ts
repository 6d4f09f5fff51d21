import type { FastifyBaseLogger } from 'fastify';

// pino's types, as Fastify's logger interface names them (pino is Fastify's dependency, not ours).
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * `request.log`, made into pino's child logger (the request id bound) only when a line is
 * written. Fastify makes one child per request; at the production level `info` almost no
 * request writes a line (docs/design/gateway.md#cost-per-request), and `child()` cost about 0.7 us per request
 * (docs/design/gateway.md#cost-per-request). The lines, once written, are the child's own: same bindings, same options.
 */
export class RequestLogger implements FastifyBaseLogger {
  private logger: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The child logger, made on first use. */
  private made(): FastifyBaseLogger {
    this.logger ??= this.parent.child(this.bindings, this.options);
    return this.logger;
  }

  get level(): string {
    return this.logger?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  fatal(...args: LogArguments): void {
    this.made().fatal(...args);
  }

  error(...args: LogArguments): void {
    this.made().error(...args);
  }

  warn(...args: LogArguments): void {
    this.made().warn(...args);
  }

  info(...args: LogArguments): void {
    this.made().info(...args);
  }

  debug(...args: LogArguments): void {
    this.made().debug(...args);
  }

  trace(...args: LogArguments): void {
    this.made().trace(...args);
  }

  silent(...args: LogArguments): void {
    this.made().silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a RequestLogger for every request. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
