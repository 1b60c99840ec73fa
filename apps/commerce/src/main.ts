import 'reflect-metadata';
import { runStandalone } from '@shop/platform';
import { commerceService } from './index';

void runStandalone(commerceService);
