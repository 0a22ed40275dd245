import * as migration_20261122_001103_initial from './20261122_001103_initial';
import * as migration_20261122_002009_notifications from './20261122_002009_notifications';

export const migrations = [
  {
    up: migration_20261122_001103_initial.up,
    down: migration_20261122_001103_initial.down,
    name: '20261122_001103_initial',
  },
  {
    up: migration_20261122_002009_notifications.up,
    down: migration_20261122_002009_notifications.down,
    name: '20261122_002009_notifications'
  },
];
