// Valid request bodies of the console's brand-settings write routes whose schemas a derived body cannot pass
// (a colour #rrggbb, image paths, a Telegram token's shape), for the route-table fuzzing test (malformed-input.test.ts).
export function brandSettingsExamples(): Record<string, unknown> {
  return {
    'PUT /api/console/v1/settings/web': { mainColor: '#0A7D3E', isDark: false, brand: 'Demo', logo: '/api/images/logo', favicon: '/api/images/icon', instagram: { url: 'https://instagram.com/demo', active: true } },
    'PUT /api/console/v1/integrations/telegram': { token: `123456789:${'A'.repeat(35)}` },
    'POST /api/console/v1/promos': { code: 'FUZZ10', discountType: 'PERCENTAGE', productDiscount: 10, minPrice: 50_000, startDate: '2030-01-01T00:00:00+05:00', endDate: '2030-02-01T00:00:00+05:00' },
  };
}
