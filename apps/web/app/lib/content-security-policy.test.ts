import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf } from './content-security-policy.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it("lets the page's scripts call only this site, and the payment provider's API when one is configured", () => {
    expect(directive(contentSecurityPolicy('n'), 'connect-src')).toBe("connect-src 'self'");
    const policy = contentSecurityPolicy('n', { connect: [originOf('https://checkout.paycom.uz/api'), null] });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://checkout.paycom.uz");
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n'");
  });

  it("lets forms lead to this site, and to the providers' payment pages when they are configured", () => {
    expect(directive(contentSecurityPolicy('n'), 'form-action')).toBe("form-action 'self'");
    const policy = contentSecurityPolicy('n', { formAction: [originOf('https://checkout.paycom.uz'), originOf('https://my.click.uz/services/pay'), null] });
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://checkout.paycom.uz https://my.click.uz");
  });

  it('takes the origin of http(s) URLs only', () => {
    expect(originOf('http://127.0.0.1:4321/api')).toBe('http://127.0.0.1:4321');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});
