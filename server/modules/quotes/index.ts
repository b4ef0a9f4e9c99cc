// Quote requests from the catalogue: the visitor's request, its mails, following it up, and its retention.
import type { Feature } from '../feature.js';
import { QuoteMail } from './quote-mail.entity.js';
import { QuoteLine, QuoteRequest } from './quote-request.entity.js';
import { QuoteRoute } from './quote-route.entity.js';
import { QuoteRoutesResolver } from './quote-routes.resolver.js';
import { QuoteRouteService } from './quote-routes.service.js';
import { quotesConfig, type QuoteSettings } from './quotes.config.js';
import { QuotesResolver } from './quotes.resolver.js';
import { quotesRoutes } from './quotes.routes.js';
import { QuoteService } from './quotes.service.js';

declare module '../services.js' {
  interface Services {
    quotes: QuoteService;
    quoteRoutes: QuoteRouteService;
  }
}

declare module '../../common/config.js' {
  interface FeatureSettings {
    quotes: QuoteSettings;
  }
  interface ThrottleLimits {
    quote: ThrottleRule;
  }
}

export const quotes: Feature = {
  name: 'quotes',
  entities: [QuoteRequest, QuoteLine, QuoteMail, QuoteRoute],
  resolvers: [QuotesResolver, QuoteRoutesResolver],
  routes: quotesRoutes,
  config: quotesConfig,
  services: (em, deps) => ({
    quotes: new QuoteService(em, {
      salesTo: deps.config.features.quotes.mailTo,
      mailing: deps.quoteMailOutbox !== null,
      wake: () => deps.quoteMailOutbox?.wake(),
      throttle: deps.throttles.quote,
      publicUrl: deps.config.publicUrl,
    }),
    quoteRoutes: new QuoteRouteService(em),
  }),
};
