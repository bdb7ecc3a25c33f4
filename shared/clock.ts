/** Time source, passed in so that tests can move time (rolling windows, token expiry) without sleeping. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can move forward by hand. */
export class ManualClock implements Clock {
  constructor(private current = Date.now()) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

/**
 * The local stage's clock (contract Part 2, `PUT /sandbox/clock`): another clock moved to a chosen time, from which it
 * runs on; schedules, marketing hours and daily caps read it. Deployed stages use the system clock, never this one.
 */
export class SandboxClock implements Clock {
  private offset = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): number {
    return this.base.now() + this.offset;
  }
  set(nowMs: number): void {
    this.offset = nowMs - this.base.now();
  }
  reset(): void {
    this.offset = 0;
  }
}
