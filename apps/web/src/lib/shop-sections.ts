/** The section ids the shop page's blocks carry (docs/product/engagement.md §2 "Home/shop page"). */
export const SHOP_SECTION_IDS = { dailyDeals: 'daily-deals', giveaways: 'giveaways', products: 'products' } as const;
