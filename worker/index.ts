import { Hono } from 'hono';
import { limitBody } from './middleware/body-limit';
import { renderError, renderNotFound } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { sameOriginJson } from './middleware/same-origin';
import { documents } from './routes/documents';
import { health } from './routes/health';
import type { AppEnv } from './types';

const app = new Hono<AppEnv>();

app.use('*', requestContext);

// Every other API route is same-origin JSON with a bounded body (the Stripe webhook, authenticated by
// its signature, is mounted above this line when present).
app.use('/api/*', limitBody, sameOriginJson);
app.route('/api/health', health);
app.all('/api/*', renderNotFound);

app.route('/', documents);

app.notFound(renderNotFound);
app.onError(renderError);

export default app;
