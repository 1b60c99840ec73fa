import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadShopPage } from './app/routes/products';
import { paths } from './lib/paths';
import { getSessionEmail, initSessionAtLoad } from './lib/session';
import './index.css';

initSessionAtLoad();
// A signed-in shopper opening the shop page: its products are on their way before React has rendered.
if (window.location.pathname === paths.products && getSessionEmail()) preloadShopPage();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
