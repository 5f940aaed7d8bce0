// The timer that cancels orders paid online nobody paid in time. Every instance runs it; the order row
// lock and a second look inside the transaction keep two instances from cancelling one order twice.
import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from './service.ts';

export function startUnpaidOrderSweep(app: FastifyInstance, payments: Pick<PaymentsService, 'expireUnpaidOrders'>, everySeconds: number): void {
  if (everySeconds <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (running) return;
    running = payments
      .expireUnpaidOrders()
      .then((cancelled) => {
        if (cancelled > 0) app.log.info({ cancelled }, 'cancelled orders not paid in time');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the sweep of unpaid orders failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, everySeconds * 1000);
    // The sweep alone must not keep a process alive that is otherwise done.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
