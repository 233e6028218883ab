// The stand-in's checkout.js: the part of Razorpay Checkout's browser API we use
// (`new Razorpay(options)`, `.on('payment.failed', …)`, `.open()`, `options.handler`,
// `options.modal.ondismiss`), drawing a small dialog in which the payer picks UPI, a card or
// netbanking, or declines. Paying asks the stand-in server, which makes the payment and signs
// Checkout's answer with the key secret as Razorpay does.

export function standInCheckoutScript(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }
  Razorpay.prototype.on = function (name, listener) {
    this.listeners[name] = listener;
  };
  Razorpay.prototype.open = function () {
    var self = this;
    var options = self.options;
    var backdrop = document.createElement('div');
    backdrop.setAttribute('style', 'position:fixed;inset:0;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center;z-index:9999');
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Razorpay Checkout');
    dialog.setAttribute('style', 'background:#fff;border-radius:12px;padding:20px;width:min(360px,92vw);font:16px system-ui,sans-serif;color:#0f172a');
    var title = document.createElement('h2');
    title.textContent = 'Razorpay Checkout (stand-in)';
    title.setAttribute('style', 'margin:0 0 4px;font-size:18px');
    var amount = document.createElement('p');
    amount.textContent = (options.name || '') + ': \\u20b9' + (Number(options.amount || 0) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    amount.setAttribute('style', 'margin:0 0 12px');
    dialog.appendChild(title);
    dialog.appendChild(amount);
    var notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.setAttribute('style', 'margin:0;color:#b91c1c');
    dialog.appendChild(notice);
    function close() { backdrop.remove(); }
    function button(label, onClick) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.setAttribute('style', 'display:block;width:100%;margin-top:8px;padding:12px;border-radius:8px;border:1px solid #cbd5e1;background:#f8fafc;font:inherit;cursor:pointer');
      b.addEventListener('click', onClick);
      dialog.appendChild(b);
    }
    function pay(method, outcome) {
      fetch(ORIGIN + '/standin/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id, method: method, outcome: outcome }),
      }).then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok && !body.error, body: body }; });
      }).then(function (answer) {
        if (answer.ok) { close(); if (options.handler) options.handler(answer.body); return; }
        // As Checkout does, a decline is told to the page and shown inside; the payer may retry.
        notice.textContent = 'Payment failed: ' + answer.body.error.description;
        var failed = self.listeners['payment.failed'];
        if (failed) failed({ error: answer.body.error });
      });
    }
    button('Pay with UPI', function () { pay('upi'); });
    button('Pay by card', function () { pay('card'); });
    button('Pay with netbanking', function () { pay('netbanking'); });
    button('Decline payment', function () { pay('upi', 'fail'); });
    button('Close', function () {
      close();
      if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
    });
    backdrop.appendChild(dialog);
    document.body.appendChild(backdrop);
  };
  window.Razorpay = Razorpay;
})();
`;
}
