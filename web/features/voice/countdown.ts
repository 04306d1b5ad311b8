/**
 * The demo's time limit: ticks once a second and calls `onExpire` when one second is left
 * (spec section 9: "ends the call at 1 second").
 */
export class Countdown {
  private timer: ReturnType<typeof setInterval> | null = null;
  private remaining = 0;

  constructor(
    private readonly onTick: (remainingSeconds: number) => void,
    private readonly onExpire: () => void,
  ) {}

  start(seconds: number) {
    this.stop();
    this.remaining = Math.max(1, Math.floor(seconds));
    this.onTick(this.remaining);
    this.timer = setInterval(() => {
      this.remaining -= 1;
      this.onTick(this.remaining);
      if (this.remaining <= 1) {
        this.stop();
        this.onExpire();
      }
    }, 1000);
  }

  stop() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  get isRunning(): boolean {
    return this.timer !== null;
  }
}
