import type { ConfirmedOrder } from '../api/confirm-checkout';
import { formatPrice } from '../lib/prices';
import { DesignThumbnail } from './design-thumbnail';

/** The lines of a T-shirt order and its total, as charged (server prices). */
export function OrderLines({ order }: { order: ConfirmedOrder }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Items in this order</caption>
      <thead className="border-b border-gray-200 text-xs uppercase text-gray-700">
        <tr>
          <th scope="col" className="py-2">
            Item
          </th>
          <th scope="col" className="py-2 text-right">
            Qty
          </th>
          <th scope="col" className="py-2 text-right">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((i) => (
          <tr key={i.id} className="border-b border-gray-100">
            <td className="py-3">
              <div className="flex items-center gap-3">
                <DesignThumbnail url={i.design_url} name={`Design: ${i.design_name ?? 'Custom T-shirt'}`} />
                <div>
                  <p className="font-medium text-gray-900">{i.design_name ?? 'Custom T-shirt'}</p>
                  <p className="text-gray-700">
                    Size {i.size} · {formatPrice(i.unit_price_cents / 100)} each
                  </p>
                </div>
              </div>
            </td>
            <td className="py-3 text-right">{i.quantity}</td>
            <td className="py-3 text-right font-medium text-gray-900">{formatPrice((i.unit_price_cents * i.quantity) / 100)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="pt-3 text-right text-base">
            Total
          </th>
          <td className="pt-3 text-right text-base font-bold text-gray-900" data-testid="order-total">
            {formatPrice(order.order.total_cents / 100)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
