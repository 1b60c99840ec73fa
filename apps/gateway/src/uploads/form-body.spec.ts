import {
  CreateDailyDealDto,
  CreateDutchAuctionDto,
  CreateSubscriptionDto,
  NewProductFieldsDto,
  UpdateDutchAuctionDto,
  UpdateGiveawayDto,
  VariantFieldsDto,
} from '@shop/contracts';
import { formBody } from './form-body';
import { AUCTION_FORM, DEAL_FORM, GIVEAWAY_FORM, PRODUCT_FORM, SUBSCRIPTION_FORM, VARIANT_FORM } from './form-readings';
import type { UploadedForm } from './upload.service';

const sent = (fields: Record<string, string>): UploadedForm => ({ fields, files: [], urls: [] });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: { response?: { message?: unknown } }) => err.response?.message,
  );

describe('one multipart reader, driven by the contract', () => {
  it('reads a deal form: prices and counts as numbers, flags, a blank end or quantity as not given', async () => {
    const deal = await formBody(
      sent({
        title: 'Violets',
        originalPrice: '40',
        salePrice: '30.50',
        quantity: ' ',
        endDate: '',
        isActive: 'true',
        images: '',
      }),
      CreateDailyDealDto,
      DEAL_FORM,
    );
    expect(deal).toMatchObject({ title: 'Violets', originalPrice: 40, salePrice: 30.5, isActive: true, images: [] });
    expect(deal).not.toHaveProperty('quantity');
    expect(deal).not.toHaveProperty('endDate');
  });

  it('leaves text that is no number for the contract to refuse by name', async () => {
    expect(await refusal(formBody(sent({ title: 'Violets', originalPrice: 'forty', salePrice: '30' }), CreateDailyDealDto, DEAL_FORM))).toMatch(
      /^originalPrice must be an amount of dollars/,
    );
  });

  it('reads an auction form, its removals a JSON list', async () => {
    const auction = await formBody(
      sent({
        title: 'Tubes',
        startPrice: '50',
        endPrice: '10',
        originalRetailPrice: '60',
        priceDropAmount: '1',
        priceDropInterval: '60',
        quantity: '2',
      }),
      CreateDutchAuctionDto,
      AUCTION_FORM,
    );
    expect(auction).toMatchObject({ startPrice: 50, endPrice: 10, priceDropInterval: 60, quantity: 2 });
    const edit = await formBody(sent({ removeImages: '["/uploads/dutch-auctions/a.webp"]' }), UpdateDutchAuctionDto, AUCTION_FORM);
    expect(edit.removeImages).toEqual(['/uploads/dutch-auctions/a.webp']);
  });

  it('reads a giveaway form: a blank date is none, a blank flag not given', async () => {
    const giveaway = await formBody(sent({ title: 'Spring', startDate: '', isComingSoon: '', isActive: 'false' }), UpdateGiveawayDto, GIVEAWAY_FORM);
    expect(giveaway).toMatchObject({ title: 'Spring', startDate: null, isActive: false });
    expect(giveaway).not.toHaveProperty('isComingSoon');
  });

  it("reads a product form: a blank amount clears it, a blank price is not sent, lists are JSON, and a JSON body's texts too", async () => {
    const product = await formBody(
      sent({
        name: 'Set',
        category: 'Watercolor Sets',
        price: '12.50',
        salePrice: '',
        colors: '["Blues"]',
        hasVariants: 'true',
        saleTimerDuration: '24',
      }),
      NewProductFieldsDto,
      PRODUCT_FORM,
    );
    expect(product).toMatchObject({ price: 12.5, salePrice: null, colors: ['Blues'], hasVariants: true, saleTimerDuration: 24 });
    expect(
      await refusal(formBody(sent({ name: 'Set', category: 'Watercolor Sets', price: '1', colors: 'Blues' }), NewProductFieldsDto, PRODUCT_FORM)),
    ).toBe('colors must be a JSON list of texts, e.g. ["Blues","Greens"]');
    const json = await formBody(
      { fields: {}, files: [], urls: [], json: { name: 'Set', category: 'Watercolor Sets', price: '12.50' } },
      NewProductFieldsDto,
      PRODUCT_FORM,
    );
    expect(json.price).toBe(12.5);
  });

  it("drops a variant's blank sort order and price as not given", async () => {
    const variant = await formBody(sent({ name: 'Blue', sortOrder: '', price: '' }), VariantFieldsDto, VARIANT_FORM);
    expect(variant).not.toHaveProperty('sortOrder');
    expect(variant).not.toHaveProperty('price');
  });

  it('reads a subscription form: characteristics one per line, reviews a JSON list, a blank amount cleared', async () => {
    const plan = await formBody(
      sent({
        title: 'Box',
        basePrice: '20',
        price3Month: '',
        characteristics: 'Paints\n\nBrushes',
        reviews: '["Lovely"]',
        hasFreeLessons: 'true',
      }),
      CreateSubscriptionDto,
      SUBSCRIPTION_FORM,
    );
    expect(plan).toMatchObject({
      basePrice: 20,
      price3Month: null,
      characteristics: ['Paints', 'Brushes'],
      reviews: ['Lovely'],
      hasFreeLessons: true,
    });
    expect(await refusal(formBody(sent({ title: 'Box', basePrice: '20', reviews: 'Lovely' }), CreateSubscriptionDto, SUBSCRIPTION_FORM))).toBe(
      'reviews must be a JSON list of texts, e.g. ["Lovely colours!"]',
    );
  });
});
