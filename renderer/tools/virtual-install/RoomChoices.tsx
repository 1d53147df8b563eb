import type { ChangeEvent } from 'react';
import { ROOMS, roomImageUrl, type Room } from '../../../schema/rooms';
import { ToolText } from '../texts';

interface RoomChoicesProps {
  /** The room shown, or null when the visitor's own photo is. */
  chosen: Room | null;
  sub: string;
  /** Names the radio group, one per open tool. */
  name: string;
  onRoom: (room: Room) => void;
  onOwnPhoto: (file: File) => void;
}

/** The backgrounds to choose from: the rooms, each a radio with its thumbnail, and a photo of the visitor's own wall. */
export function RoomChoices({ chosen, sub, name, onRoom, onOwnPhoto }: RoomChoicesProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) onOwnPhoto(file);
    event.currentTarget.value = '';
  };
  return (
    <>
      <fieldset className="room__choices">
        <legend>{ToolText.rooms}</legend>
        {ROOMS.map((room) => (
          <label key={room.id} className="room__choice">
            <input type="radio" name={name} value={room.id} checked={chosen?.id === room.id} onChange={() => onRoom(room)} />
            <img src={roomImageUrl(room, sub, 320)} alt="" width={60} height={40} />
            {room.label}
          </label>
        ))}
      </fieldset>
      <label className="art-tool__button room__own">
        {ToolText.ownPhoto}
        <input type="file" accept="image/*" className="visually-hidden" onChange={pick} />
      </label>
    </>
  );
}
