import { Hono } from 'hono';
import { renderError, renderNotFound } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { documents } from './routes/documents';
import { health } from './routes/health';
import type { AppEnv } from './types';

const app = new Hono<AppEnv>();

app.use('*', requestContext);

app.route('/api/health', health);
app.all('/api/*', renderNotFound);

app.route('/', documents);

app.notFound(renderNotFound);
app.onError(renderError);

export default app;
