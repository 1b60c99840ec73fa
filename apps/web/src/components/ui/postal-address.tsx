import { shippingAddressLines, type ShippingAddress } from '@shop/contracts';

/** A shipping address as the lines of a parcel label (the back office's orders and slips, the shopper's My orders). */
export function PostalAddress({ address, testId }: { address: ShippingAddress; testId?: string }) {
  return (
    <address className="not-italic" data-testid={testId}>
      {shippingAddressLines(address).map((line, index) => (
        <span key={index} className="block break-words">
          {line}
        </span>
      ))}
    </address>
  );
}
