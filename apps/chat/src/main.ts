import 'reflect-metadata';
import { runStandalone } from '@shop/platform';
import { chatService } from './index';

void runStandalone(chatService);
