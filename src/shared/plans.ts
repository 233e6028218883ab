// The subscription plans shown on /subscription (spec §2, §9). No prices: they vary per turf.

export interface SubscriptionPlan {
  id: 'starter' | 'pro' | 'premium';
  name: string;
  features: readonly string[];
  mostPopular: boolean;
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    features: ['5 bookings per month', 'Unused bookings roll over', 'Basic support'],
    mostPopular: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    features: [
      'Unlimited peak and non-peak bookings',
      'Priority support',
      'Exclusive event discounts',
    ],
    mostPopular: true,
  },
  {
    id: 'premium',
    name: 'Premium',
    features: [
      'Unlimited bookings with flexible cancellations',
      'Dedicated account manager',
      'Premium slots',
    ],
    mostPopular: false,
  },
];

export const PLAN_PRICE_FOOTNOTE = '* Price varies for individual turfs';
