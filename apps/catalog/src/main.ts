import 'reflect-metadata';
import { runStandalone } from '@shop/platform';
import { catalogService } from './index';

void runStandalone(catalogService);
