import { startStripeStandIn } from './stripe-stand-in';

// The Stripe stand-in as its own process, for the end-to-end journeys: STRIPE_STAND_IN_PORT, the app's
// webhook address and secret, and the two plans' price ids (the same the app is given).
const env = process.env;
const standIn = await startStripeStandIn({
  port: Number(env.STRIPE_STAND_IN_PORT ?? 3190),
  webhookUrl: env.STRIPE_STAND_IN_WEBHOOK_URL,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
  prices: { [env.STRIPE_PRICE_PRO ?? 'price_pro']: 1499, [env.STRIPE_PRICE_AGENCY ?? 'price_agency']: 4999 },
});
console.log(`Stripe stand-in on ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
