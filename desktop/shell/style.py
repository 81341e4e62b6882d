"""The app's look: a warm table colour, readable panels, the highlight
that marks where a dragged card may go, and a focus ring the keyboard's place
wears (the same blue as a card row's ring, desktop/widgets/card_view.py)."""

STYLE_SHEET = """
QMainWindow, #tablePage, #startPage, #endPage { background: #efe6d2; }
#coverPage { background: #3a3147; }
#coverPage QLabel { color: #f4eee0; font-size: 15px; }
#coverPage #coverTitle { font-size: 32px; font-weight: bold; }
#coverPage #coverReady { font-size: 16px; padding: 8px 40px; }
#startTitle { font-size: 44px; font-weight: bold; color: #5b2f4a; }
#startSubtitle { font-size: 16px; color: #5d5044; }
#endTitle { font-size: 30px; font-weight: bold; color: #5b2f4a; }
#sectionTitle { font-weight: bold; color: #5d4632; }
#statusLine { font-size: 14px; font-weight: bold; color: #3b2d22; }
#promptPanel { background: #fffaf0; border: 1px solid #c9b99a; border-radius: 6px; }
#promptLine { font-size: 13px; font-weight: bold; color: #2b2622; }
#noticeLine { color: #a0321e; }
#noticeLine[tone="info"] { color: #5d5044; }
#hintLine { color: #0f6b60; font-weight: bold; }
/* Every mark of a button keeps one box (border + padding = 6px by 12px): the
   focus arrives without a new layout, and a larger box would cut the label. */
QPushButton:focus { border: 2px solid #1f6fd0; border-radius: 4px; background: #e3edfb; padding: 4px 10px; }
QPushButton[changed="true"] { border: 2px solid #f0a020; border-radius: 4px; background: #ffe8a8; padding: 4px 10px; }
QPushButton[hinted="true"] { border: 3px solid #1f9e8f; border-radius: 4px; background: #d9f2ee; padding: 3px 9px; }
QPushButton[hinted="true"]:focus { border-color: #1f6fd0; }
#logView:focus { border: 2px solid #1f6fd0; }
#shortcutKeys { font-weight: bold; color: #3b2d22; }
#errorLine { color: #a0321e; font-weight: bold; }
QMessageBox#abandonBox QLabel#qt_msgbox_label, QMessageBox#abandonBox QLabel#qt_msgbox_informativelabel { min-width: 36em; }
#problemNotice { background: #a0321e; color: #fffaf0; font-weight: bold; padding: 6px 14px; border-radius: 6px; }
#sharedPiles { color: #3b2d22; padding: 6px; background: #e6dbc4; border-radius: 6px; }
#endReason { font-size: 16px; color: #5d4632; }
#domainStrip { background: #e6dbc4; border-radius: 5px; }
#domainHeader { color: #3b2d22; font-weight: bold; }
#pileZone, #discardZone { background: #d9ccb0; border: 2px solid #a89478; border-radius: 8px; }
#pileCount { font-size: 22px; font-weight: bold; color: #3b2d22; }
#pileDetail { font-size: 10px; color: #4b3d30; }
#logView { background: #fffaf0; border: 1px solid #c9b99a; }
*[dropTarget="true"] { border: 3px dashed #f0a020; background: #fff3cf; }
"""
