import 'reflect-metadata';
import { ChatEvents, ChatMessage, ChatSession, EventEnvelope } from '@shop/contracts';
import { ADMINS_ROOM, pushesFor, sessionIdOfRoom, sessionRoom } from './chat-pushes';

const session = (status: ChatSession['status']): ChatSession => ({
  id: 's-1',
  userEmail: 'ann@example.com',
  userName: 'ann',
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
  acceptedAt: null,
  endedAt: null,
});
const message = { id: 'm-1', sessionId: 's-1', messageType: 'text', message: 'Hello' } as ChatMessage;
const event = (name: string, payload: unknown): EventEnvelope => ({ id: 'e-1', name, occurredAt: '', source: 'chat', payload });

describe('chat pushes (what the sockets hear of each chat-service event)', () => {
  it('sends a stored message to its session and the admins', () => {
    expect(pushesFor(event(ChatEvents.messageSent, { sessionId: 's-1', userEmail: 'ann@example.com', message }))).toEqual([
      { rooms: ['chat:s-1', ADMINS_ROOM], event: 'new_message', payload: { data: message } },
    ]);
  });

  it('tells the admins of a session a visitor opened, not of one support opened', () => {
    const started = (openedBy: string) =>
      event(ChatEvents.sessionStarted, { sessionId: 's-1', userEmail: 'ann@example.com', session: session('waiting'), openedBy });
    expect(pushesFor(started('visitor'))).toEqual([
      { rooms: [ADMINS_ROOM], event: 'new_chat_session', payload: { data: { session: session('waiting') } } },
    ]);
    expect(pushesFor(started('support'))).toEqual([]);
  });

  it('sends an accepted or ended session to its room and the admins, and its new status to its room', () => {
    const changed = (name: string, s: ChatSession) => pushesFor(event(name, { sessionId: 's-1', userEmail: 'ann@example.com', session: s }));
    expect(changed(ChatEvents.sessionAccepted, session('active'))).toEqual([
      { rooms: ['chat:s-1', ADMINS_ROOM], event: 'admin_joined', payload: { data: { session: session('active') } } },
      { rooms: ['chat:s-1'], event: 'session_status_updated', payload: { sessionId: 's-1', data: { status: 'active', sessionId: 's-1' } } },
    ]);
    expect(changed(ChatEvents.sessionEnded, session('ended')).map((p) => [p.event, p.rooms])).toEqual([
      ['session_ended', ['chat:s-1', ADMINS_ROOM]],
      ['session_status_updated', ['chat:s-1']],
    ]);
  });

  it('pushes nothing for other events, and reads a session room back to its id', () => {
    expect(pushesFor(event('order.paid', {}))).toEqual([]);
    expect(sessionIdOfRoom(sessionRoom('s-9'))).toBe('s-9');
    expect(sessionIdOfRoom(ADMINS_ROOM)).toBeNull();
  });
});
