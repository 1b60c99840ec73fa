import { pendingOrderMinutes, trackingUrl } from './orders';

describe('trackingUrl', () => {
  it('links each named carrier to its tracking page, with the number encoded', () => {
    expect(trackingUrl('USPS', '9400-1')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400-1');
    expect(trackingUrl('UPS', '1Z999')).toBe('https://www.ups.com/track?tracknum=1Z999');
    expect(trackingUrl('FedEx', '7777')).toBe('https://www.fedex.com/fedextrack/?trknbr=7777');
    expect(trackingUrl('DHL', 'JD01')).toBe('https://www.dhl.com/us-en/home/tracking.html?tracking-id=JD01');
  });

  it('has no link for Other, an unknown carrier or a missing number', () => {
    expect(trackingUrl('Other', 'LOCAL-1')).toBeNull();
    expect(trackingUrl('Pigeon', '1')).toBeNull();
    expect(trackingUrl(null, '1')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
  });
});

describe('pendingOrderMinutes', () => {
  it('holds an order with deal or auction units for 30 minutes, any other for 48 hours', () => {
    expect(pendingOrderMinutes([{ type: 'product' }, { type: 'deal' }])).toBe(30);
    expect(pendingOrderMinutes([{ type: 'auction' }])).toBe(30);
    expect(pendingOrderMinutes([{ type: 'product' }, { type: 'subscription' }])).toBe(48 * 60);
  });
});
