import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadShopPage } from './app/routes/products';
import { paths } from './lib/paths';
import { getSessionEmail, initSessionAtLoad } from './lib/session';
import './index.css';

/** How long the first render waits for the shop page's code and products (then it shows their loading state). */
const SHOP_PAGE_FIRST_RENDER_WAIT_MS = 1000;

async function start(root: HTMLElement) {
  initSessionAtLoad();
  // A signed-in shopper opening the shop page: its first paint shows the products, not a spinner before them.
  if (window.location.pathname === paths.products && getSessionEmail()) {
    await preloadShopPage(SHOP_PAGE_FIRST_RENDER_WAIT_MS);
  }
  // A transition: the first render yields to the browser every few milliseconds instead of one long task.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
