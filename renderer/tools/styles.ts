/**
 * The zoom's and the virtual install's styles: full screen on a dark ground, so the picture is all
 * there is. Added to the page with the tools' code when one first opens (ToolDialog).
 */
export const TOOLS_CSS = `
dialog.art-tool{position:fixed;inset:0;box-sizing:border-box;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:#141414;color:#f2f2f2;overflow:hidden;font-family:inherit}
dialog.art-tool[open]{display:flex;flex-direction:column}
dialog.art-tool::backdrop{background:#141414}
.art-tool :focus-visible{outline:3px solid #ffffff;outline-offset:2px;box-shadow:0 0 0 5px #141414}
.art-tool__bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;padding:10px 16px;border-bottom:1px solid #333}
.art-tool__title{flex:1 1 240px;margin:0;font-size:1rem;font-weight:600;color:inherit;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-family:inherit;text-transform:none;letter-spacing:normal}
.art-tool__controls{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.art-tool__button{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:8px 14px;border:1px solid #a3a3a3;border-radius:4px;background:transparent;color:#f2f2f2;font:inherit;font-size:.9375rem;cursor:pointer}
.art-tool__button:hover{background:#2b2b2b}
.art-tool__hint{margin:0;padding:8px 16px;font-size:.875rem;color:#d0d0d0;border-top:1px solid #333}
.zoom__level{min-width:5ch;text-align:center;font-variant-numeric:tabular-nums}
.zoom__stage{position:relative;flex:1;min-height:0;display:flex;align-items:center;justify-content:center;overflow:hidden;touch-action:none;cursor:grab;-webkit-user-select:none;user-select:none}
.zoom__stage:active{cursor:grabbing}
.zoom__stage img{display:block;max-width:100%;max-height:100%;width:auto;height:auto;transform-origin:center;pointer-events:none;-webkit-user-select:none;user-select:none;-webkit-user-drag:none}
.room__stage{position:relative;flex:1;min-height:0;display:flex;align-items:center;justify-content:center;overflow:hidden}
.room__photo{position:relative;flex:none}
.room__photo img{display:block;max-width:none;pointer-events:none;-webkit-user-select:none;user-select:none;-webkit-user-drag:none}
.room__wall{width:100%;height:100%}
.room__piece{position:absolute;object-fit:contain;filter:drop-shadow(0 6px 10px rgba(0,0,0,.35))}
.room__guide{position:absolute;height:0}
.room__guide-bar{position:absolute;left:0;right:0;top:-1px;border-top:2px dashed #ffffff;filter:drop-shadow(0 0 1px #000) drop-shadow(0 0 1px #000)}
.room__guide-label{position:absolute;left:50%;bottom:14px;transform:translateX(-50%);padding:2px 8px;border-radius:3px;background:rgba(0,0,0,.8);color:#fff;font-size:.8125rem;white-space:nowrap}
.room__handle{position:absolute;top:-18px;box-sizing:border-box;width:14px;height:36px;margin-left:-7px;border:2px solid #141414;border-radius:3px;background:#ffffff;cursor:ew-resize;touch-action:none}
.art-tool__status{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);margin:0;padding:10px 18px;border-radius:4px;background:rgba(0,0,0,.8);color:#fff}
.room__panel{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px 24px;padding:12px 16px;border-top:1px solid #333}
.room__choices{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;border:0}
.room__choices legend{padding:0;margin-bottom:6px;font-weight:600}
.room__choice{display:flex;align-items:center;gap:8px;padding:4px 10px 4px 6px;border:1px solid #555;border-radius:4px;cursor:pointer}
.room__choice:has(input:checked){border-color:#ffffff}
.room__choice img{width:60px;height:40px;object-fit:cover;border-radius:2px}
.room__own:focus-within{outline:3px solid #ffffff;outline-offset:2px}
.room__width{display:grid;gap:4px;font-weight:600}
.room__width input{width:8em;min-height:44px;padding:6px 10px;border:1px solid #a3a3a3;border-radius:4px;background:#ffffff;color:#141414;font:inherit}
.room__prompt{flex:1 1 260px;margin:0;font-size:.875rem;color:#d0d0d0}
`;
