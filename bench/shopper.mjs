// A customer of the demo storefront for load scripts: signs in through the dev SMS outbox and places
// pick-up orders at the demo's 24/7 branch (so any hour of the day is accepted).
// The server must run with NODE_ENV=test (SMS outbox) and lifted OTP limits (see shopperServerEnv).

/** Environment a server needs for many shoppers from one address. */
export const shopperServerEnv = { NODE_ENV: 'test', OTP_IP_SENDS_PER_HOUR: '100000', OTP_IP_CHECKS_PER_HOUR: '100000' };

/** The demo merchant's API at `base`: `call`, `signIn(phone)` and an order of three plain products priced by the server. */
export async function demoShop(base) {
  const merchant = await (await fetch(`${base}/api/users/v1/merchants/sub/demo`)).json();

  async function call(path, { method = 'GET', body, headers = {} } = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { merchant: merchant.id, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  async function signIn(phone) {
    await call('/api/users/v1/auth/login', { method: 'POST', body: { phone } });
    const outbox = (await call(`/api/dev/sms-outbox?phone=${phone}&merchant=${merchant.id}`)).body;
    const answer = await call('/api/users/v1/auth/confirm', { method: 'POST', body: { phone, code: outbox[0].code } });
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { token: answer.body.token, userId: answer.body.user.id, headers: { authorization: `Bearer ${answer.body.token}` } };
  }

  const branches = (await call('/api/users/v1/branches')).body;
  const branch = branches.find((candidate) => candidate.name.eng.includes('24/7'));
  if (!branch) throw new Error('the demo has no 24/7 branch');
  const overalls = (await call('/api/products/v1/overalls?type=WEB')).body;
  /** Products without options: a basket of them needs no choices. */
  const plainProducts = overalls.flatMap((group) => group.categories.flatMap((category) => category.products)).filter((product) => product.modificationGroups.length === 0);
  const cartItems = plainProducts.slice(0, 3).map((product, index) => ({ productId: product.id, quantity: index + 1 }));
  const order = { serviceType: 'PICK_UP', branchId: branch.id, paymentType: 'CASH', cartItems, totalPrice: 0 };

  /** Asks the price once (a first attempt with 0 answers 409 PRICE_CHANGED with the server's totals). */
  async function priceOrder(customer) {
    const quote = await call('/api/orders/v1/orders', { method: 'POST', body: order, headers: customer.headers });
    if (quote.status !== 409) throw new Error(`expected 409 PRICE_CHANGED, got ${quote.status} ${JSON.stringify(quote.body)}`);
    order.totalPrice = quote.body.error.details.totals.totalPrice;
  }

  /** Tries to place the priced order; returns { ms, status, id, number, error } (id, number null unless 201). */
  async function tryPlaceOrder(customer) {
    const started = performance.now();
    const answer = await call('/api/orders/v1/orders', { method: 'POST', body: order, headers: { ...customer.headers, 'idempotency-key': crypto.randomUUID() } });
    const placed = answer.status === 201;
    return { ms: performance.now() - started, status: answer.status, id: placed ? answer.body.id : null, number: placed ? answer.body.number : null, error: placed ? null : answer.body };
  }

  /** Places the priced order; returns { ms, id, number }, throws when it is refused. */
  async function placeOrder(customer) {
    const result = await tryPlaceOrder(customer);
    if (result.status !== 201) throw new Error(`order answered ${result.status}: ${JSON.stringify(result.error)}`);
    return result;
  }

  return { merchant, branch, plainProducts, call, signIn, priceOrder, tryPlaceOrder, placeOrder, cartItems };
}
