import { describe, expect, it } from 'vitest';
import { WebSettingsSchema } from '@dastarkhan/domain/contracts/settings';
import { contentSecurityPolicy, originOf } from './content-security-policy.ts';
import { trackerSources, trackersFor } from '../features/analytics/trackers.ts';

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

  it("allows scripts and frames from this site only, plus exactly the enabled trackers' hosts", () => {
    const plain = contentSecurityPolicy('n');
    expect(directive(plain, 'frame-src')).toBe("frame-src 'self'");
    const withTrackers = trackerSources(trackersFor({ ...WebSettingsSchema.parse({}), tagManagerActive: true, tagManagerId: 'GTM-AB12CD' }));
    const policy = contentSecurityPolicy('n', { script: withTrackers.script, connect: withTrackers.connect, frame: withTrackers.frame });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n' https://www.googletagmanager.com https://*.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).not.toContain('yandex');
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
  });

  it('takes the origin of http(s) URLs only', () => {
    expect(originOf('http://127.0.0.1:4321/api')).toBe('http://127.0.0.1:4321');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});
