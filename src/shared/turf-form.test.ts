import { describe, expect, it } from 'vitest';
import { paiseToRupeesText, rupeesToPaise } from './pricing';
import { firstMissingTurfField, turfFormSchema } from './turf-form';

const complete = {
  name: 'Sunrise Arena',
  images: '/uploads/' + 'a'.repeat(64) + '.png',
  address: '12 Link Road, Malad West',
  location: 'Malad',
  price: 900,
  description: 'Floodlit five-a-side turf.',
  sports_type: 'Football',
  linkes: 'https://www.google.com/maps/search/?api=1&query=Sunrise+Arena',
};

describe('firstMissingTurfField (spec §5 order)', () => {
  it('names the first empty field in the spec order', () => {
    expect(firstMissingTurfField({})).toBe('Please fill in the Turf Name field');
    expect(firstMissingTurfField({ ...complete, images: '' })).toBe(
      'Please fill in the Turf Images field',
    );
    expect(firstMissingTurfField({ ...complete, price: '', description: '' })).toBe(
      'Please fill in the Price per hour field',
    );
    expect(firstMissingTurfField({ ...complete, linkes: '  ' })).toBe(
      'Please fill in the Google Maps Link field',
    );
    expect(firstMissingTurfField(complete)).toBeNull();
  });
});

describe('turfFormSchema', () => {
  it('accepts a complete form and lowercases the sport', () => {
    expect(turfFormSchema.parse(complete)).toMatchObject({ sports_type: 'football', price: 900 });
    expect(
      turfFormSchema.parse({
        ...complete,
        price: '1250.50',
        images: 'https://res.cloudinary.com/x/y.jpg',
      }).price,
    ).toBe(1250.5);
  });

  it('accepts every two-decimal price from ₹500 to ₹1,500, as a number and as text', () => {
    const refused: string[] = [];
    for (let paise = 50_000; paise <= 150_000; paise += 1) {
      const text = paiseToRupeesText(paise);
      for (const price of [Number(text), text]) {
        const parsed = turfFormSchema.safeParse({ ...complete, price });
        if (!parsed.success || rupeesToPaise(parsed.data.price) !== paise) refused.push(text);
      }
    }
    expect(refused).toEqual([]);
  }, 60_000); // every price of the range, 200,002 parses: seconds, not a unit test's usual 5

  it.each([
    [{ linkes: 'javascript:alert(1)' }, 'Google Maps Link must be an http(s) link'],
    [{ images: 'javascript:alert(1)' }, 'Turf image must be an uploaded image or an http(s) link'],
    [
      { images: '/uploads/../../etc/passwd' },
      'Turf image must be an uploaded image or an http(s) link',
    ],
    [
      { location: 'Atlantis' },
      'Location must be one of Borivali, Bandra, Vasai, Bhayandar, Andheri, Malad, Kandivali, Mira Road, Goregaon',
    ],
    [{ sports_type: 'golf' }, 'Sports type must be cricket, football or badminton'],
    [{ price: -5 }, 'Price per hour must be a positive number of rupees up to 100000'],
    [{ price: 'abc' }, 'Price per hour must be a positive number of rupees up to 100000'],
    [{ price: 10.005 }, 'Price per hour must be a positive number of rupees up to 100000'],
    [{ name: 'x'.repeat(101) }, 'Turf Name must be at most 100 characters'],
    [{ address: undefined }, 'Please fill in the Address field'],
  ])('refuses %j', (change, message) => {
    const result = turfFormSchema.safeParse({ ...complete, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
