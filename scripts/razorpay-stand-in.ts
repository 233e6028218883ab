import { RazorpayStandIn } from '../src/server/testing/razorpay-stand-in';

// Runs the Razorpay stand-in on its own (RAZORPAY_STAND_IN_PORT), for the Razorpay journeys
// (playwright.razorpay.config.ts) or to try PAYMENT_PROVIDER=razorpay offline by hand.

const port = Number(process.env.RAZORPAY_STAND_IN_PORT ?? 8199);
const standIn = new RazorpayStandIn();
await standIn.start(port);
console.info(`Razorpay stand-in listening on ${standIn.url}`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
