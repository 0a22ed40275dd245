import * as migration_20261122_001103_initial from './20261122_001103_initial';

export const migrations = [
  {
    up: migration_20261122_001103_initial.up,
    down: migration_20261122_001103_initial.down,
    name: '20261122_001103_initial'
  },
];
